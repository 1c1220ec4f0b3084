import { useState } from 'react';
import { useGenerationToasts } from '../generation/generationToasts';
import { uploadImage } from '../generation/uploadImage';

/**
 * Uploads a template's picture when its form is sent, showing the upload's problems as every upload
 * does. Each try uploads again: the server may take the upload into the template it makes.
 */
export function useUploadedPicture() {
  const toasts = useGenerationToasts('meme');
  const [uploading, setUploading] = useState(false);

  /** The upload's id, or null when it was refused (the toast has said why). */
  const uploadIdOf = async (file: File): Promise<string | null> => {
    setUploading(true);
    const outcome = await uploadImage(file).finally(() => setUploading(false));
    if ('problem' in outcome) {
      toasts.problem(outcome.problem);
      return null;
    }
    return outcome.uploadId;
  };

  return { uploadIdOf, uploading };
}
