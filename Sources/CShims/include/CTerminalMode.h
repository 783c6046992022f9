#ifndef STUNT_CTERMINALMODE_H
#define STUNT_CTERMINALMODE_H

/// Keeps the terminal's mode as it is now, in C's own `struct termios`: the Swift global that held
/// it was emitted 57 bytes long where glibc's `tcgetattr` writes 60, and AddressSanitizer caught the
/// overflow. Returns 0, or -1 when `fd` is no terminal.
int stunt_terminal_mode_save(int fd);

/// Gives the terminal back the mode saved. Async-signal-safe: only tcsetattr(3).
void stunt_terminal_mode_restore(int fd);

#endif
