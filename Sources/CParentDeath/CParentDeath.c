#include "CParentDeath.h"

#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>

int stunt_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
#else
int stunt_die_with_parent(void) { return -1; }
#endif
