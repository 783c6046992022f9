#define _XOPEN_SOURCE 600
#include "CPseudoTerminal.h"
#include <fcntl.h>
#include <termios.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int stunt_open_pseudo_terminal(char *name, size_t length) {
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0) return -1;
  if (grantpt(master) != 0 || unlockpt(master) != 0) { close(master); return -1; }
  const char *slave = ptsname(master);
  if (slave == NULL || strlen(slave) >= length) { close(master); return -1; }
  strcpy(name, slave);
  fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
  return master;
}

int stunt_pseudo_terminal_is_cooked(int fd) {
  struct termios mode;
  if (tcgetattr(fd, &mode) != 0) return -1;
  return (mode.c_lflag & ECHO) && (mode.c_lflag & ICANON) ? 1 : 0;
}
