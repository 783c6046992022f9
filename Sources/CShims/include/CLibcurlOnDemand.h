#ifndef STUNT_CLIBCURLONDEMAND_H
#define STUNT_CLIBCURLONDEMAND_H

/// libcurl, loaded when URLSession first uses it rather than when `stunt` starts.
///
/// A release `stunt` links Foundation statically, and with it FoundationNetworking, whose
/// URLSession calls libcurl. Linked as a library, libcurl and the 31 shared libraries it needs
/// (TLS, Kerberos, LDAP, compression) are loaded and relocated before the prompt, a third of the
/// time to it, in a process that at a terminal serves its built-in modules from another process
/// and may never open a connection. This file defines the libcurl functions
/// FoundationNetworking calls (hidden: visible to the static link, not to libraries loaded
/// later); each loads libcurl.so.4 on the first call and forwards to it. make's release link
/// asks for no libcurl (the Makefile's NO_LIBCURL_AUTOLINK). A static build that still links it
/// (a plain `swift build --static-swift-stdlib`) finds it loaded already at the first call; the
/// debug build's shared FoundationNetworking calls libcurl itself and never these.
///
/// Nothing here is for Swift to call: the header only says why the file is there.

#endif
