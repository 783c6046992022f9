import Foundation
import StuntKit

/// The SQLite files of one module instance, opened on first use: the temporary `project.sqlite`
/// both real managers share unless `file=` names another. Shared through the environment, so
/// the persistent and the history manager write to one file, and `state` reads its rows.
@MainActor
final class ProjectStore {
  /// What `use persistentManager real file=...` and `use historyManager real file=...` take.
  nonisolated static let fileOption = OptionDescriptor(
    "file", .string, summary: "an SQLite file of your own, kept after the session (default: a temporary one)")

  private let temporaryFolder: () throws(ModuleError) -> URL
  private var opened: [URL: ProjectDatabase] = [:]
  /// The files opened, in order: `state` shows the rows of the last one.
  private(set) var lastOpened: ProjectDatabase?

  init(environment: ModuleEnvironment) {
    temporaryFolder = { [weak environment] () throws(ModuleError) in
      guard let environment else { throw ModuleError("the module instance has gone") }
      return try environment.temporaryFolder()
    }
  }

  /// How a real manager reaches its file: the instance's store, at the `file=` the slot has at
  /// the time of each call.
  static func database<Client>(for context: DoubleContext<Client>) -> @MainActor () throws(StoreError) -> ProjectDatabase {
    let store = context.environment.shared { ProjectStore(environment: context.environment) }
    return { [weak slot = context.slot] () throws(StoreError) in try store.database(file: slot?.options[fileOption.key]) }
  }

  /// The database at `file=` when given, else the instance's temporary one. A file that could
  /// not be opened is tried again on the next call, so a user can fix it and go on.
  func database(file: Value?) throws(StoreError) -> ProjectDatabase {
    let path: URL
    if let file = file?.text {
      path = URL(fileURLWithPath: file)
    } else {
      do {
        path = try temporaryFolder().appendingPathComponent("project.sqlite")
      } catch {
        throw StoreError(error.message)
      }
    }
    if let database = opened[path] {
      lastOpened = database
      return database
    }
    let database = try ProjectDatabase(path: path)
    opened[path] = database
    lastOpened = database
    return database
  }
}
