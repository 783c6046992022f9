#ifndef STUNT_CPSEUDOTERMINAL_H
#define STUNT_CPSEUDOTERMINAL_H
#include <stddef.h>

/// Opens a pseudo-terminal master (non-blocking) and writes the slave's path into `name`.
/// Returns the master's file descriptor, or -1.
int stunt_open_pseudo_terminal(char *name, size_t length);

/// Whether the terminal echoes and reads whole lines (ECHO and ICANON): 1, 0, or -1 on error.
/// In C: a Swift `termios` value may be shorter than the struct glibc writes.
int stunt_pseudo_terminal_is_cooked(int fd);

#endif
