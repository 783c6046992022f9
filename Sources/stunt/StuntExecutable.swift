import Foundation

/// This very binary: the replay worker, the plugin launcher and the isolated built-ins.
enum StuntExecutable {
  static var path: String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
  }
}
