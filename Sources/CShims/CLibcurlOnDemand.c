#include "CLibcurlOnDemand.h"

// Only where FoundationNetworking is libcurl underneath; Apple's URLSession is not.
#if defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

// The functions lib_CFURLSessionInterface (FoundationNetworking's C half) calls, as
// `nm -u lib_CFURLSessionInterface.a` lists them for this toolchain. Their types are libcurl's
// (curl/curl.h, curl/urlapi.h) with its handles as pointers and its enums and codes as int, so
// that this file needs no header of libcurl's to build.
#define LIBCURL_FUNCTIONS(X) \
  X(curl_easy_cleanup) X(curl_easy_getinfo) X(curl_easy_init) X(curl_easy_pause) X(curl_easy_setopt) \
  X(curl_easy_strerror) X(curl_free) X(curl_global_init) X(curl_multi_add_handle) X(curl_multi_assign) \
  X(curl_multi_cleanup) X(curl_multi_info_read) X(curl_multi_init) X(curl_multi_remove_handle) \
  X(curl_multi_setopt) X(curl_multi_socket_action) X(curl_slist_append) X(curl_slist_free_all) X(curl_url) \
  X(curl_url_get) X(curl_url_set) X(curl_version) X(curl_version_info)

#define DECLARE_ADDRESS(name) static void *real_##name;
LIBCURL_FUNCTIONS(DECLARE_ADDRESS)

// The file loaded. Packaging/libcurl-on-demand reads this line, for the package the .deb depends on.
#define LIBCURL_ON_DEMAND "libcurl.so.4"

static pthread_once_t loading = PTHREAD_ONCE_INIT;

static void load_libcurl(void) {
  // RTLD_LOCAL: FoundationNetworking reaches libcurl only through the addresses below.
  void *handle = dlopen(LIBCURL_ON_DEMAND, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    fprintf(stderr, "error: URLSession needs libcurl (%s), which could not be loaded: %s\n", LIBCURL_ON_DEMAND, dlerror());
    abort();
  }
#define RESOLVE(name)                                                                      \
  real_##name = dlsym(handle, #name);                                                      \
  if (real_##name == NULL) {                                                               \
    fprintf(stderr, "error: the libcurl this machine has lacks %s, which URLSession calls\n", #name); \
    abort();                                                                               \
  }
  LIBCURL_FUNCTIONS(RESOLVE)
}

#define REAL(name, type) (pthread_once(&loading, load_libcurl), (type)real_##name)
#define HIDDEN __attribute__((visibility("hidden")))

HIDDEN int curl_global_init(long flags) { return REAL(curl_global_init, int (*)(long))(flags); }
HIDDEN char *curl_version(void) { return REAL(curl_version, char *(*)(void))(); }
HIDDEN void *curl_version_info(int age) { return REAL(curl_version_info, void *(*)(int))(age); }
HIDDEN void curl_free(void *pointer) { REAL(curl_free, void (*)(void *))(pointer); }
HIDDEN void *curl_slist_append(void *list, const char *string) {
  return REAL(curl_slist_append, void *(*)(void *, const char *))(list, string);
}
HIDDEN void curl_slist_free_all(void *list) { REAL(curl_slist_free_all, void (*)(void *))(list); }

HIDDEN void *curl_easy_init(void) { return REAL(curl_easy_init, void *(*)(void))(); }
HIDDEN void curl_easy_cleanup(void *easy) { REAL(curl_easy_cleanup, void (*)(void *))(easy); }
HIDDEN int curl_easy_pause(void *easy, int bitmask) { return REAL(curl_easy_pause, int (*)(void *, int))(easy, bitmask); }
HIDDEN const char *curl_easy_strerror(int code) { return REAL(curl_easy_strerror, const char *(*)(int))(code); }

// libcurl's variadic functions take one argument after the option: a long, a curl_off_t, a
// pointer or a function pointer, each passed in one 64-bit integer register on the LP64
// platforms Stunt builds for, so one pointer-sized argument carries any of them.
#define FORWARD_ONE_ARGUMENT(name, handle, option)                     \
  va_list arguments;                                                   \
  va_start(arguments, option);                                         \
  void *argument = va_arg(arguments, void *);                          \
  va_end(arguments);                                                   \
  return REAL(name, int (*)(void *, int, ...))(handle, option, argument);

HIDDEN int curl_easy_setopt(void *easy, int option, ...) { FORWARD_ONE_ARGUMENT(curl_easy_setopt, easy, option) }
HIDDEN int curl_easy_getinfo(void *easy, int info, ...) { FORWARD_ONE_ARGUMENT(curl_easy_getinfo, easy, info) }
HIDDEN int curl_multi_setopt(void *multi, int option, ...) { FORWARD_ONE_ARGUMENT(curl_multi_setopt, multi, option) }

HIDDEN void *curl_multi_init(void) { return REAL(curl_multi_init, void *(*)(void))(); }
HIDDEN int curl_multi_cleanup(void *multi) { return REAL(curl_multi_cleanup, int (*)(void *))(multi); }
HIDDEN int curl_multi_add_handle(void *multi, void *easy) {
  return REAL(curl_multi_add_handle, int (*)(void *, void *))(multi, easy);
}
HIDDEN int curl_multi_remove_handle(void *multi, void *easy) {
  return REAL(curl_multi_remove_handle, int (*)(void *, void *))(multi, easy);
}
HIDDEN int curl_multi_assign(void *multi, int socket, void *pointer) {
  return REAL(curl_multi_assign, int (*)(void *, int, void *))(multi, socket, pointer);
}
HIDDEN void *curl_multi_info_read(void *multi, int *remaining) {
  return REAL(curl_multi_info_read, void *(*)(void *, int *))(multi, remaining);
}
HIDDEN int curl_multi_socket_action(void *multi, int socket, int events, int *running) {
  return REAL(curl_multi_socket_action, int (*)(void *, int, int, int *))(multi, socket, events, running);
}

HIDDEN void *curl_url(void) { return REAL(curl_url, void *(*)(void))(); }
HIDDEN int curl_url_get(void *url, int part, char **value, unsigned int flags) {
  return REAL(curl_url_get, int (*)(void *, int, char **, unsigned int))(url, part, value, flags);
}
HIDDEN int curl_url_set(void *url, int part, const char *value, unsigned int flags) {
  return REAL(curl_url_set, int (*)(void *, int, const char *, unsigned int))(url, part, value, flags);
}

#endif
