/// The settings of one `kass mutants` invocation, parsed by ``MutantsOptions/parse(_:)``.
///
/// ```swift
/// let options = try MutantsOptions.parse(["--clean", "--parallel", "2", "--shard", "1/4"])
/// options.parallel  // 2
/// ```
struct MutantsOptions: Equatable, Sendable {
    /// What the invocation does.
    enum Mode: Equatable, Sendable {
        /// Run the mutants (the default).
        case run
        /// Write the manifest (`--generate`).
        case generate
        /// Compare the manifest on disk with a fresh generation (`--check`).
        case check
    }

    /// What the invocation does.
    var mode: Mode = .run
    /// Run the listed tests once without a defect before the mutants (`--clean`).
    var clean = false
    /// Processes run at once (`--parallel N`).
    var parallel = 1
    /// The slice of the defect list to run (`--shard i/n`), nil for all.
    var shard: Shard?
    /// The defects to run (`--only a,b`), nil for all.
    var only: [String]?
    /// Jitter seeds 1...K per run (`--seeds K`), nil for no jitter.
    var seeds: Int?
    /// Where to write the JSON results (`--json PATH`).
    var jsonPath: String?
    /// Where to write the JUnit XML results (`--junit PATH`).
    var junitPath: String?
    /// The suite directory, relative to the package (`--suite-dir DIR`); nil for the config's.
    var suiteDirectory: String?
    /// The project config file (`--config PATH`); nil for `.kass-mutants.json` at the package root.
    var configPath: String?
    /// The defects file (`--defects PATH`); nil for the config's.
    var defectsPath: String?
    /// The launch-environment variable that switches a defect on (`--launch-variable NAME`).
    var launchVariable: String?
    /// The test module (`--module NAME`); nil for the config's, else the suite directory's name.
    var module: String?
    /// The manifest file (`--manifest PATH`); nil for the config's, else `<suite-dir>/mutants.json`.
    var manifestPath: String?
    /// The equivalent-mutants list of `--operators` (`--equivalents PATH`).
    var equivalentsPath: String?
    /// The package directory (`--package-path DIR`).
    var packagePath = "."
    /// Seconds one test process may run before it is stopped (`--timeout S`); with `--operators`, one test
    /// (see ``TestTimeLimit``).
    var timeout: Double = 120
    /// A test binary to run instead of building the package (`--test-binary PATH`); nil for the config's.
    var testBinary: String?
    /// Mutate the app's source with the standard operators instead of switching registry defects (`--operators`).
    var operators = false
    /// The app's source folder, relative to the package (`--sources DIR`); nil for the config's.
    var sourceDirectory: String?
    /// Run at most N source mutants, picked by `seed` (`--sample N`).
    var sample: Int?
    /// The sampling seed (`--seed S`).
    var seed: UInt64 = 1
    /// Only source files whose path contains this text (`--file TEXT`).
    var fileFilter: String?
    /// Only source mutants on lines changed since this git revision (`--since REV`).
    var since: String?

    /// The defaults: run every mutant, one process at a time, no clean run.
    init() {}
}
