import Foundation
import StuntKit
import StuntSession

/// The lessons `learn` plays: the lesson files of one folder (`Samples/workshop/`), in the order
/// of their names (`01-why-doubles.session`, `02-dummy.session` ...). A lesson's translation
/// sits beside it with its language before the extension and in a `% language` directive
/// (`01-why-doubles.ko.session`, `% language ko`); a lesson not yet translated is played in
/// English.
public struct Course: Sendable {
  public struct Entry: Sendable {
    /// How `learn` names it: the English file's name without `.session`.
    public var name: String
    /// The English lesson (or, while it has none, the one there is).
    public var primary: Lesson
    public var versions: [Language: Lesson]

    public func lesson(in language: Language) -> Lesson {
      versions[language] ?? primary
    }

    /// The name without the number that orders it: `why-doubles`.
    public var shortName: String {
      String(name.drop { $0.isNumber || $0 == "-" })
    }
  }

  public var folder: String
  public var entries: [Entry]

  /// Every lesson file of `folder`, parsed and checked; the first that does not parse is the
  /// error (`file:line: message`), and no lesson is offered.
  public static func load(_ folder: String) -> Result<Course, CommandError> {
    guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return .failure(CommandError("'\(folder)' is not a folder that can be read"))
    }
    var versions: [String: [Language: Lesson]] = [:]
    for file in files.sorted() where file.hasSuffix(".session") {
      let path = (folder as NSString).appendingPathComponent(file)
      let document: SessionDocument
      switch SessionFiles.load(path) {
      case .failure(let error): return .failure(CommandError("\(path):\(error.line): \(error.message)"))
      case .success(let parsed): document = parsed
      }
      let lesson: Lesson?
      do { lesson = try Lesson(document) } catch { return .failure(CommandError("\(path):\(error.line): \(error.message)")) }
      guard let lesson else { continue }
      // `01-why-doubles.ko.session`, `% language ko`: the Korean of `01-why-doubles`.
      let base = String(file.dropLast(".session".count))
      let language = document.language
      let suffix = "." + language.rawValue
      let name = language != .en && base.hasSuffix(suffix) ? String(base.dropLast(suffix.count)) : base
      versions[name, default: [:]][language] = lesson
    }
    guard !versions.isEmpty else { return .failure(CommandError("'\(folder)' holds no lesson (a .session file with `% lesson`)")) }
    let entries = versions.sorted { $0.key < $1.key }.compactMap { name, lessons in
      (lessons[.en] ?? lessons.values.first).map { Entry(name: name, primary: $0, versions: lessons) }
    }
    return .success(Course(folder: folder, entries: entries))
  }

  /// The entry `word` names: its number in the list (`1`) or its name, whole or as the part
  /// after the number (`why-doubles` for `01-why-doubles`).
  public func entry(named word: String) -> Entry? {
    if let number = Int(word), entries.indices.contains(number - 1) { return entries[number - 1] }
    return entries.first { $0.name == word || $0.shortName == word }
  }

  public func number(of entry: Entry) -> Int {
    (entries.firstIndex { $0.name == entry.name } ?? 0) + 1
  }
}
