#ifndef STUNT_CPROCESSLIFETIME_H
#define STUNT_CPROCESSLIFETIME_H

/// How long the processes Stunt starts live: never longer than the Stunt that started them.
/// Linux's prctl is variadic, which Swift cannot call, and what a signal handler may do is C's.

/// Asks Linux to send SIGKILL to this process when the thread that started it ends (its
/// parent dies), a setting that survives execve. Returns 0, or -1 where there is no such setting.
int stunt_die_with_parent(void);

/// From now on, SIGTERM, SIGINT and SIGHUP end every process this one started, and every
/// process those started (this process is their subreaper, so none is lost to init when its
/// parent dies first), before this process ends by the signal as it would have. For `stunt
/// sandbox`, whose SwiftPM and compilers run in process groups of their own, where a signal
/// sent to `stunt` alone, or Ctrl-C at its terminal, would leave them running.
/// Returns 0, or -1 where it cannot (not Linux).
int stunt_end_descendants_on_signals(void);

/// Undoes `stunt_end_descendants_on_signals`, before this process becomes another (execve).
void stunt_keep_descendants(void);

/// Ends every process this one started, and theirs, with SIGKILL, and waits for those that
/// become its children. Async-signal-safe.
void stunt_end_descendants(void);

#endif
