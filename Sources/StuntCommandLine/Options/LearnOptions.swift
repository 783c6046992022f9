import ArgumentParser
import Foundation
import StuntEngine
import StuntKit

/// Where the course is and which language it is played in: `stunt learn`'s options, and what
/// the plain REPL's `learn` command uses when none are given.
struct LearnOptions: ParsableArguments {
  @Option(name: .long, help: "The folder of lessons (default: $STUNT_COURSE, the installed course, or ./Samples/workshop).")
  var course: String?

  @Option(name: .long, help: "The language of the lessons and the learn loop: en or ko (default: from LC_ALL, LC_MESSAGES, LANG).")
  var lang: String?

  /// nil when `--lang` names a language there is none of.
  static func language(_ lang: String?, environment: [String: String]) -> Language? {
    guard let lang else { return Language.from(environment: environment) }
    return Language(rawValue: lang)
  }

  /// The course's folder: the one named, else the first of `$STUNT_COURSE`, the course `make
  /// install` put beside the binary (`<prefix>/share/stunt/workshop`), `Samples/workshop` under
  /// the current folder. Its lessons are read when `learn` or `explain` first asks.
  static func courseFolder(_ course: String?, environment: [String: String]) -> Result<String, CommandError> {
    if let course { return .success(course) }
    if let named = environment["STUNT_COURSE"], !named.isEmpty { return .success(named) }
    let installed = installedCourse
    for folder in [installed, "Samples/workshop"] where FileManager.default.fileExists(atPath: folder) {
      return .success(folder)
    }
    return .failure(CommandError("neither \(installed) nor Samples/workshop exists"))
  }

  /// Where `make install` put the course: `<prefix>/share/stunt/workshop` beside the binary's
  /// `<prefix>/bin`, however the binary was started (found on PATH, through a symbolic link).
  /// Its `.stunt-plugins`, written by the same `make install`, needs no trust.
  static var installedCourse: String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    return executable.deletingLastPathComponent().appendingPathComponent("share/stunt/workshop").path
  }
}
