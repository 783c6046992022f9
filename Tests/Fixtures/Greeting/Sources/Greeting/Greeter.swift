typealias GreeterDependencies = (names: NameProviding, logger: Logging)

/// Greets visitors by name, and logs each greeting.
class Greeter {
    private let dependencies: GreeterDependencies
    private(set) var greetings = 0
    var punctuation = "!"

    init(dependencies: GreeterDependencies) {
        self.dependencies = dependencies
    }

    convenience init() {
        self.init(dependencies: (names: DirectoryNameProvider(), logger: ConsoleLogger()))
    }

    /// The greeting for the visitor with this id.
    func greet(id: Int) -> String {
        let name = dependencies.names.name(for: id)
        dependencies.logger.log("greeted \(name)")
        greetings += 1
        return "Hello, \(name)\(punctuation)"
    }
}
