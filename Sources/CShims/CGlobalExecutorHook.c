// The hook's accessor is inline, in the header; SwiftPM needs a source file for the target.
#include "CGlobalExecutorHook.h"
