/// Where a greeter finds the name of a visitor.
protocol NameProviding {
    func name(for id: Int) -> String
}

/// The names the app ships with.
class DirectoryNameProvider: NameProviding {
    private let names = [1: "Ann", 2: "Bob"]

    func name(for id: Int) -> String {
        return names[id] ?? "visitor \(id)"
    }
}
