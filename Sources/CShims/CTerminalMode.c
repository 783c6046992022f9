#include "CTerminalMode.h"

#include <termios.h>

static struct termios saved;
static volatile int hasSaved = 0;

int stunt_terminal_mode_save(int fd) {
  if (tcgetattr(fd, &saved) != 0) return -1;
  hasSaved = 1;
  return 0;
}

void stunt_terminal_mode_restore(int fd) {
  if (hasSaved) (void)tcsetattr(fd, TCSADRAIN, &saved);
}
