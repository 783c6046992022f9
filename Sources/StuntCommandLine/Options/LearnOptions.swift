import ArgumentParser
import Foundation
import StuntEngine
import StuntKit

/// Where the course is and which language it is played in: `stunt learn`'s options, and what
/// the plain REPL's `learn` command uses when none are given.
struct LearnOptions: ParsableArguments {
  @Option(name: .long, help: "The folder of lessons (default: $STUNT_COURSE, the installed course, the checkout's for a build in it, or ./Samples/workshop).")
  var course: String?

  @Option(name: .long, help: "The language of the lessons and the learn loop: en or ko (default: from LC_ALL, LC_MESSAGES, LANG).")
  var lang: String?

  /// nil when `--lang` names a language there is none of.
  static func language(_ lang: String?, environment: [String: String]) -> Language? {
    guard let lang else { return Language.from(environment: environment) }
    return Language(rawValue: lang)
  }

  /// The course's folder: the one named, else the first of `$STUNT_COURSE`, the course `make
  /// install` or the Debian package put beside the binary (`<prefix>/share/stunt/workshop`), the
  /// course of the checkout a `.build` binary was built in, `Samples/workshop` under the current
  /// folder. Its lessons are read when `learn` or `explain` first asks.
  static func courseFolder(_ course: String?, environment: [String: String]) -> Result<String, CommandError> {
    if let course { return .success(course) }
    if let named = environment["STUNT_COURSE"], !named.isEmpty { return .success(named) }
    let candidates = [installedCourse] + (checkoutCourse.map { [$0] } ?? []) + [checkoutCoursePath]
    for folder in candidates where FileManager.default.fileExists(atPath: folder) {
      return .success(folder)
    }
    return .failure(CommandError("none of " + candidates.joined(separator: ", ") + " exists"))
  }

  /// Where a checkout keeps the course, from its root.
  static let checkoutCoursePath = "Samples/workshop"

  /// The folder of this binary, links resolved: however it was started (found on PATH, through a
  /// symbolic link).
  private static var executableFolder: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// Where `make install` and the Debian package put the course: `<prefix>/share/stunt/workshop`
  /// beside the binary's `<prefix>/bin`. Its `.stunt-plugins`, installed with it, needs no trust.
  static var installedCourse: String {
    executableFolder.deletingLastPathComponent().appendingPathComponent("share/stunt/workshop").path
  }

  /// The course of the checkout a build folder belongs to (`<checkout>/.build/…/debug/stunt`,
  /// any `.build*` folder), so a debug build started from anywhere finds it as `make run` does.
  static var checkoutCourse: String? {
    let components = executableFolder.pathComponents
    guard let build = components.lastIndex(where: { $0.hasPrefix(".build") }) else { return nil }
    return NSString.path(withComponents: Array(components[..<build]) + [checkoutCoursePath])
  }
}
