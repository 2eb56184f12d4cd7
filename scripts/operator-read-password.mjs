// Reads a password without echoing it: from the terminal in raw mode (each key read, none
// printed), or from standard input when it is not a terminal (scripts and tests pipe it in).

/** The first line of standard input, when it is a pipe or a file. */
async function readPiped() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

/** One line typed at the terminal; nothing is shown; Ctrl-C aborts. */
function readHidden(prompt) {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    let typed = '';
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const done = (error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\u0003') return done(new Error('Abandon.'));
        if (char === '\r' || char === '\n' || char === '\u0004') return done();
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** The password, typed twice at a terminal, or read once from a pipe. */
export async function readPassword() {
  if (!process.stdin.isTTY) return readPiped();
  const first = await readHidden('Mot de passe : ');
  const second = await readHidden('Le même mot de passe, encore : ');
  if (first !== second) throw new Error('Les deux mots de passe ne sont pas les mêmes.');
  return first;
}

/** A password to sign in with: typed once at a terminal, or read from a pipe. */
export async function readSignInPassword() {
  if (!process.stdin.isTTY) return readPiped();
  return readHidden('Mot de passe : ');
}
