import Foundation

/// The project config of `kass mutants`, `.kass-mutants.json` at the package root (or the file
/// `--config PATH` names), so a team runs `swift run kass mutants` in its own package with no
/// flags. Every key is optional; paths are relative to the package directory; a flag overrides
/// its key.
///
/// ```json
/// {
///   "defects": "Tests/ShopUITests/defects.json",
///   "suite": "Tests/ShopUITests",
///   "launchVariable": "SHOP_DEFECTS",
///   "sources": "Sources/Shop"
/// }
/// ```
struct MutantsConfig: Equatable, Sendable {
    /// The file name looked for at the package root.
    static let fileName = ".kass-mutants.json"

    /// The keys, in documentation order (each stands for the flag named in its property's doc).
    static let keys = ["defects", "suite", "module", "manifest", "launchVariable", "testBinary", "sources", "equivalents"]

    /// The defects file (`--defects`).
    var defects: String?
    /// The suite directory (`--suite-dir`).
    var suite: String?
    /// The test module name (`--module`), when it is not the suite directory's last component.
    var module: String?
    /// The manifest file (`--manifest`).
    var manifest: String?
    /// The launch-environment variable that switches a defect on (`--launch-variable`).
    var launchVariable: String?
    /// A prebuilt test binary (`--test-binary`).
    var testBinary: String?
    /// The app's source folder for `--operators` (`--sources`).
    var sources: String?
    /// The equivalent-mutants list for `--operators` (`--equivalents`).
    var equivalents: String?

    /// No key set.
    init() {}

    /// Reads the config at `url`; throws ``InputFileError`` for a missing file, invalid JSON, an
    /// unknown key (with did-you-mean) or a value that is not a non-empty string.
    static func read(_ url: URL, displayPath: String) throws -> MutantsConfig {
        let (value, reader) = try StrictJSON.read(url, displayPath: displayPath)
        let object = try reader.object(value, place: nil, allowed: keys)
        var config = MutantsConfig()
        config.defects = try reader.string(object, "defects", place: nil, required: false)
        config.suite = try reader.string(object, "suite", place: nil, required: false)
        config.module = try reader.string(object, "module", place: nil, required: false)
        config.manifest = try reader.string(object, "manifest", place: nil, required: false)
        config.launchVariable = try reader.string(object, "launchVariable", place: nil, required: false)
        config.testBinary = try reader.string(object, "testBinary", place: nil, required: false)
        config.sources = try reader.string(object, "sources", place: nil, required: false)
        config.equivalents = try reader.string(object, "equivalents", place: nil, required: false)
        return config
    }
}
