import { printSchema } from 'graphql';
import { schema } from './index';

/** The text of schema.graphql, exactly as committed. */
export function printSchemaFile(): string {
  return `${printSchema(schema)}\n`;
}
