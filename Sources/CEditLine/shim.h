// Swift cannot call C variadic functions, and libedit's el_set/el_get/history are variadic.
// Each wrapper below pins one operation to a fixed signature Swift can import.
#ifndef STUNT_CEDITLINE_SHIM_H
#define STUNT_CEDITLINE_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <stdio.h>
#include <stddef.h>

typedef char *(*stunt_prompt_fn)(EditLine *);
typedef unsigned char (*stunt_command_fn)(EditLine *, int);

static inline int stunt_el_set_prompt(EditLine *el, stunt_prompt_fn fn) {
  return el_set(el, EL_PROMPT, fn);
}

static inline int stunt_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int stunt_el_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

static inline int stunt_el_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

/* Puts the terminal in editing mode now, rather than on the first key el_gets reads. */
static inline int stunt_el_prepare_terminal(EditLine *el) {
  return el_set(el, EL_PREP_TERM, 1);
}

static inline int stunt_el_add_function(EditLine *el, const char *name, const char *help, stunt_command_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int stunt_el_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, NULL);
}

/// Changes one terminal flag of libedit's editing mode (`-d`), e.g. "-isig".
static inline int stunt_el_set_tty_edit_flag(EditLine *el, const char *flag) {
  return el_set(el, EL_SETTY, "-d", flag, NULL);
}

static inline int stunt_el_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *stunt_el_client_data(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}

static inline History *stunt_history_init(void) {
  return history_init();
}

static inline int stunt_history_set_size(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

static inline int stunt_history_set_unique(History *h, int unique) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int stunt_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

static inline int stunt_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}

/// Saves into a stream Stunt opened and checked itself: H_SAVE would fopen the path, which
/// blocks on a FIFO and follows a symbolic link onto whatever it points to.
static inline int stunt_history_save_fp(History *h, FILE *file) {
  HistEvent ev;
  return history(h, &ev, H_SAVE_FP, file);
}

/// The standard streams, as functions: Swift 6 refuses the C globals as shared mutable state.
static inline FILE *stunt_stdin(void) { return stdin; }
static inline FILE *stunt_stdout(void) { return stdout; }
static inline FILE *stunt_stderr(void) { return stderr; }

#endif
