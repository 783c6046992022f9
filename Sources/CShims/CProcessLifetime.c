#include "CProcessLifetime.h"

#if defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int stunt_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }

// Only async-signal-safe calls below (open, read, close, getdents64, kill, waitpid): the
// processes are found from /proc, each with its parent, and those that descend from this one
// are killed.

enum { STUNT_MAX_PROCESSES = 32768 };
static pid_t processes[STUNT_MAX_PROCESSES];
static pid_t parents[STUNT_MAX_PROCESSES];
static char descends[STUNT_MAX_PROCESSES];

struct stunt_dirent64 {
  unsigned long long d_ino;
  long long d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[];
};

/// The parent of `pid` from /proc/<pid>/stat (its fourth field, after the name in parentheses,
/// which may hold spaces and parentheses itself); 0 when it cannot be read.
static pid_t parent_of(const char *pid) {
  char path[64] = "/proc/";
  int length = 6;
  for (const char *c = pid; *c && length < 50; c++) path[length++] = *c;
  const char *tail = "/stat";
  for (const char *c = tail; *c; c++) path[length++] = *c;
  path[length] = 0;
  int file = open(path, O_RDONLY | O_CLOEXEC);
  if (file < 0) return 0;
  char text[1024];
  ssize_t count = read(file, text, sizeof text - 1);
  close(file);
  if (count <= 0) return 0;
  text[count] = 0;
  char *end = 0;
  for (char *c = text; *c; c++)
    if (*c == ')') end = c;
  if (!end || end[1] != ' ' || !end[2] || end[3] != ' ') return 0;
  pid_t parent = 0;
  for (char *c = end + 4; *c >= '0' && *c <= '9'; c++) parent = parent * 10 + (*c - '0');
  return parent;
}

static int snapshot(void) {
  int folder = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder < 0) return 0;
  int count = 0;
  char buffer[16384];
  long read;
  while ((read = syscall(SYS_getdents64, folder, buffer, sizeof buffer)) > 0) {
    for (long offset = 0; offset < read;) {
      struct stunt_dirent64 *entry = (struct stunt_dirent64 *)(buffer + offset);
      offset += entry->d_reclen;
      pid_t pid = 0;
      const char *c = entry->d_name;
      for (; *c >= '0' && *c <= '9'; c++) pid = pid * 10 + (*c - '0');
      if (*c || pid <= 0 || count == STUNT_MAX_PROCESSES) continue;
      processes[count] = pid;
      parents[count] = parent_of(entry->d_name);
      descends[count] = 0;
      count++;
    }
  }
  close(folder);
  return count;
}

/// Kills every descendant /proc shows now; how many there were.
static int kill_descendants(pid_t self) {
  int count = snapshot();
  // Descendants: the children, then theirs, until no more are found.
  for (int changed = 1; changed;) {
    changed = 0;
    for (int i = 0; i < count; i++) {
      if (descends[i]) continue;
      int found = parents[i] == self;
      for (int j = 0; j < count && !found; j++) found = descends[j] && processes[j] == parents[i];
      if (found) descends[i] = changed = 1;
    }
  }
  int killed = 0;
  for (int i = 0; i < count; i++)
    if (descends[i] && kill(processes[i], SIGKILL) == 0) killed++;
  return killed;
}

void stunt_end_descendants(void) {
  int saved = errno;
  pid_t self = getpid();
  // Round after round: while the handler runs, another thread may start a process after /proc
  // was read. The killed become this subreaper's children as their parents die, and are
  // reaped; a round that finds none alive ends it (every 10 ms, for at most 10 s).
  for (int round = 0; round < 1000; round++) {
    int killed = kill_descendants(self);
    while (waitpid(-1, 0, __WALL | WNOHANG) > 0) {}
    if (killed == 0 && (waitpid(-1, 0, __WALL | WNOHANG) < 0 && errno == ECHILD)) break;
    struct timespec pause_for = {0, 10 * 1000 * 1000};
    nanosleep(&pause_for, 0);
  }
  errno = saved;
}

static const int ending[] = {SIGTERM, SIGINT, SIGHUP};
// Atomic, not `volatile sig_atomic_t`: the handler sets it on one thread and the exit path
// reads it on another (lock-free atomics are async-signal-safe). The exchange also makes one
// handler at a time own the arrays above: sa_mask blocks the signals only on the thread that
// handles one, so a second signal may start the handler on another thread, which then waits
// for the first one's raise to end the process.
static atomic_int is_ending = 0;

static void end_and_raise(int number) {
  if (atomic_exchange(&is_ending, 1)) {
    for (;;) pause();
  }
  stunt_end_descendants();
  signal(number, SIG_DFL);
  raise(number);
}

// The handler runs on one thread while the others go on: one that sees a child it was waiting
// for killed would exit with that child's status before the handler is done. It waits here
// instead, for the signal the handler raises to end the process.
static void wait_for_the_ending(void) {
  while (atomic_load(&is_ending)) pause();
}

int stunt_end_descendants_on_signals(void) {
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) return -1;
  static int registered = 0;
  if (!registered && atexit(wait_for_the_ending) == 0) registered = 1;
  struct sigaction action = {0};
  action.sa_handler = end_and_raise;
  sigemptyset(&action.sa_mask);
  for (unsigned i = 0; i < sizeof ending / sizeof *ending; i++) sigaddset(&action.sa_mask, ending[i]);
  for (unsigned i = 0; i < sizeof ending / sizeof *ending; i++) sigaction(ending[i], &action, 0);
  return 0;
}

void stunt_keep_descendants(void) {
  for (unsigned i = 0; i < sizeof ending / sizeof *ending; i++) signal(ending[i], SIG_DFL);
  prctl(PR_SET_CHILD_SUBREAPER, 0);
}
#else
int stunt_die_with_parent(void) { return -1; }
int stunt_end_descendants_on_signals(void) { return -1; }
void stunt_keep_descendants(void) {}
void stunt_end_descendants(void) {}
#endif
