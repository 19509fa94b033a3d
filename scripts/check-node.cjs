// Stops any npm script at once when it runs on a Node.js older than the project needs.
// Written in plain CommonJS so that even an old Node can run it and print the message.
"use strict";
var major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    "\nThis project needs Node.js 24 or newer; this is Node.js " +
      process.versions.node +
      ".\n" +
      "Install it with `bash scripts/setup-node.sh` (puts Node 24 in ./.node), then run\n" +
      '  export PATH="$PWD/.node/bin:$PATH"\n' +
      "or use `nvm use` (the version is in .nvmrc).\n",
  );
  process.exit(1);
}
