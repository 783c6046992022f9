#ifndef C_GLOBAL_EXECUTOR_HOOK_H
#define C_GLOBAL_EXECUTOR_HOOK_H

/// The Swift runtime's global-executor hook (`swift_task_enqueueGlobal_hook`, declared in the
/// runtime's Concurrency.h), reached by its address at link time. swift-concurrency-extras
/// finds it with dlsym, which a binary whose runtime is linked statically cannot answer: the
/// static runtime is linked with --exclude-libs ALL, so none of its symbols is exported.
extern void *swift_task_enqueueGlobal_hook;

static inline void **stunt_task_enqueueGlobal_hook(void) { return &swift_task_enqueueGlobal_hook; }

#endif
