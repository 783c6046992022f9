#ifndef STUNT_CPARENTDEATH_H
#define STUNT_CPARENTDEATH_H

/// Asks Linux to send SIGKILL to this process when the thread that started it ends (its
/// parent dies), a setting that survives execve. prctl is variadic, which Swift cannot call.
/// Returns 0, or -1 where there is no such setting.
int stunt_die_with_parent(void);

#endif
