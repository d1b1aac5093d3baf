import Foundation

/// What `kass mutants` works on, resolved from the flags, the project config
/// (``MutantsConfig``, `.kass-mutants.json` at the package root or `--config PATH`) and the
/// defaults, in that order: the suite and its test module, the manifest, the defects file read into
/// a registry, the launch variable that switches a defect on, and for `--operators` the app's
/// sources and the equivalent-mutants list. The tool itself knows no app.
struct MutantsProject: Sendable {
    /// The defects (nil only for `--operators` in a project that declares none).
    var registry: DefectRegistry?
    /// The suite directory, relative to the package.
    var suiteDirectory: String
    /// The test module: the first part of test ids.
    var module: String
    /// The manifest file, relative to the package.
    var manifestPath: String
    /// The launch-environment variable that switches a defect on (nil for `--generate`,
    /// `--check` and `--operators`, which switch none).
    var launchVariable: String?
    /// A prebuilt test binary to run instead of building.
    var testBinary: String?
    /// The app's source folder for `--operators`.
    var sourceDirectory: String?
    /// The equivalent-mutants list for `--operators`, relative to the package.
    var equivalentsPath: String?

    /// A project with every part given (tests, and ``resolve(options:packageURL:)``).
    init(
        registry: DefectRegistry?, suiteDirectory: String, module: String? = nil, manifestPath: String? = nil,
        launchVariable: String?, testBinary: String? = nil, sourceDirectory: String? = nil, equivalentsPath: String? = nil
    ) {
        self.registry = registry
        self.suiteDirectory = suiteDirectory
        self.module = module ?? suiteDirectory.split(separator: "/").last.map(String.init) ?? suiteDirectory
        self.manifestPath = manifestPath ?? suiteDirectory + "/mutants.json"
        self.launchVariable = launchVariable
        self.testBinary = testBinary
        self.sourceDirectory = sourceDirectory
        self.equivalentsPath = equivalentsPath
    }

    /// Resolves the project of `options` in the package at `packageURL`; throws ``InputFileError``
    /// for a bad config or defects file and ``MutantsProjectError`` for a missing or bad setting.
    static func resolve(options: MutantsOptions, packageURL: URL) throws -> MutantsProject {
        let config = try readConfig(options: options, packageURL: packageURL)
        let configName = options.configPath ?? "\(MutantsConfig.fileName) at the package root"
        guard let suite = (options.suiteDirectory ?? config?.suite)?.trimmingTrailingSlashes() else {
            throw MutantsProjectError.missing(setting: "suite", flag: "--suite-dir DIR", config: configName)
        }
        let needsRegistry = !options.operators
        var registry: DefectRegistry?
        if let defects = options.defectsPath ?? config?.defects {
            registry = try DefectRegistry.read(file: url(defects, in: packageURL), displayPath: defects)
        } else if needsRegistry {
            throw MutantsProjectError.missing(setting: "defects", flag: "--defects PATH", config: configName)
        }
        var launchVariable: String?
        if options.mode == .run, !options.operators {
            guard let name = options.launchVariable ?? config?.launchVariable else {
                throw MutantsProjectError.missing(setting: "launchVariable", flag: "--launch-variable NAME", config: configName)
            }
            guard isVariableName(name) else { throw MutantsProjectError.invalidLaunchVariable(name) }
            launchVariable = name
        }
        var sources: String?
        if options.operators {
            guard let folder = options.sourceDirectory ?? config?.sources else {
                throw MutantsProjectError.missing(setting: "sources", flag: "--sources DIR", config: configName)
            }
            sources = folder.trimmingTrailingSlashes()
        }
        return MutantsProject(
            registry: registry, suiteDirectory: suite, module: options.module ?? config?.module,
            manifestPath: options.manifestPath ?? config?.manifest, launchVariable: launchVariable,
            testBinary: options.testBinary ?? (options.operators ? nil : config?.testBinary), sourceDirectory: sources,
            equivalentsPath: options.operators ? options.equivalentsPath ?? config?.equivalents : nil
        )
    }

    /// The config `--config` names (it must exist), else `.kass-mutants.json` at the package root
    /// when there is one.
    static func readConfig(options: MutantsOptions, packageURL: URL) throws -> MutantsConfig? {
        if let path = options.configPath {
            return try MutantsConfig.read(URL(fileURLWithPath: path, relativeTo: currentDirectory), displayPath: path)
        }
        let found = packageURL.appendingPathComponent(MutantsConfig.fileName)
        guard FileManager.default.fileExists(atPath: found.path) else { return nil }
        return try MutantsConfig.read(found, displayPath: MutantsConfig.fileName)
    }

    /// `path` relative to the package, or itself when absolute.
    static func url(_ path: String, in packageURL: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageURL.appendingPathComponent(path)
    }

    /// Whether `name` can name an environment variable: a letter or `_`, then letters, digits, `_`.
    static func isVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    private static var currentDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }
}

/// A setting `kass mutants` needs and did not get, or got wrong.
enum MutantsProjectError: Error, Equatable, CustomStringConvertible {
    /// Neither the flag nor the config key gives the setting (`config` names the config file).
    case missing(setting: String, flag: String, config: String)
    /// The launch variable is not an environment variable name.
    case invalidLaunchVariable(String)

    /// The message, with the fix.
    var description: String {
        switch self {
        case .missing(let setting, let flag, let config):
            let what = [
                "suite": "where the test suite is", "defects": "which defects the app can switch on",
                "launchVariable": "which launch-environment variable switches a defect on", "sources": "where the app's sources are",
            ][setting] ?? setting
            return "kass mutants does not know \(what). Pass \(flag), or set \"\(setting)\" in \(config) "
                + "(see \"Your own app\" in Guide/Mutants.md)."
        case .invalidLaunchVariable(let name):
            return "The launch variable '\(name)' is not an environment variable name. Use letters, digits and '_', not starting "
                + "with a digit (for example SHOP_DEFECTS)."
        }
    }
}
