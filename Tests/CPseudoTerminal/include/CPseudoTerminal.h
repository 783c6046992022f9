#ifndef STUNT_CPSEUDOTERMINAL_H
#define STUNT_CPSEUDOTERMINAL_H
#include <stddef.h>

/// Opens a pseudo-terminal master (non-blocking) and writes the slave's path into `name`.
/// Returns the master's file descriptor, or -1.
int stunt_open_pseudo_terminal(char *name, size_t length);

#endif
