// Seed 000_e6ebb6b5962b60a5.txt: the app's view models inherit from a BaseViewModel (an
// ObservableObject there); nothing of it matters to the tests, so it stays empty.
@MainActor
class BaseViewModel {}
