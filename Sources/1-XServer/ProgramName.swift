import Synchronization

/// The name a one-line error starts with and a hint tells you to run: the
/// executable's own, so an experiment's program says `MyExperiment: …` and
/// `swift run MyExperiment`, not `touchlab`.
///
/// Set once by the command line before anything can fail; a library used
/// alone (a test, a benchmark) keeps `touchlab`.
public enum ProgramName {
    private static let storage = Mutex("touchlab")

    /// `touchlab`, or the experiment's executable name.
    public static var current: String {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
