import Foundation

/// What `make bench` measures of the store: projects created one by one through the seed's
/// `PersistentRepository`, then the board read back from the manager, as a reload would.
/// Public for the benchmarks' package (Benchmarks/), so that they need none of the module's types.
public enum StoreWorkload {
  public enum Manager: String, CaseIterable, Sendable {
    /// `persistentManager real`: rows in an SQLite file through GRDB.
    case sqlite
    /// `persistentManager fake`: an array.
    case inMemory
  }

  /// Returns how many projects the manager read back.
  @MainActor
  public static func run(_ count: Int, on manager: Manager, in folder: URL) throws -> Int {
    let persistentManager: any PersistentManagerProtocol
    switch manager {
    case .sqlite:
      let database = try ProjectDatabase(path: folder.appendingPathComponent("bench-\(UUID().uuidString).sqlite"))
      persistentManager = PersistentManager { database }
    case .inMemory:
      persistentManager = InMemoryPersistentManager()
    }
    let repository = PersistentRepository(projectEntities: .init([]), persistentManager: persistentManager)
    let deadline = ProjectDate.seedStart
    for number in 0..<count {
      try repository.create(
        projectEntity: ProjectEntity(id: UUID(), title: "project \(number)", body: "", deadline: deadline))
    }
    return try persistentManager.read().count
  }
}
