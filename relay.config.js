// Read by relay-compiler and by babel-plugin-relay (vite.config.ts), both of which `require()`
// this file. It is an ES module (package.json "type": "module"), so the settings are named
// exports: require() of an ES module returns its namespace, which is then exactly this config
// (a default export would add `default` and `__esModule` keys that relay-compiler rejects).
// Artifacts land in __generated__ folders next to the files that define them (git-ignored).
export const src = './web';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
export const customScalarTypes = { DateTime: 'string' };
