/**
 * How Debian's Chromium is started for the browser tests and the Lighthouse bench on these
 * offline machines: without the background-networking flags it keeps dialling Google's services,
 * which the network refuses; --no-sandbox because CI runs as root.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
