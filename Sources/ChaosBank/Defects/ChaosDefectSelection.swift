// kass:skip-file: the defect switchboard of `kass mutants` (registry defects); a user of the app never reaches it.
import Foundation
import KassSupport

/// Reads which defects to switch on from launch arguments and environment.
///
/// Sources, merged: `-ChaosBankDefects a,b` in the arguments, `CHAOSBANK_DEFECTS=a,b` in the
/// environment, and `-ChaosBankDefectSeed N` / `CHAOSBANK_DEFECT_SEED=N`. Each comma-separated token
/// is a defect id (`transfer-double-submit`), a group profile (`money`, `validation`, ...,
/// `performance`), `all`, `none`, or `seed:N` (one defect picked from the catalogue by a seeded index,
/// the same defect for the same seed and catalogue). Anything else is an error naming the token
/// and the closest ids.
public enum ChaosDefectSelection {
    /// The launch argument that lists defects: `-ChaosBankDefects a,b`.
    public static let argument = "-ChaosBankDefects"
    /// The environment variable that lists defects.
    public static let environmentVariable = "CHAOSBANK_DEFECTS"
    /// The launch argument that picks one defect by seed: `-ChaosBankDefectSeed 7`.
    public static let seedArgument = "-ChaosBankDefectSeed"
    /// The environment variable that picks one defect by seed.
    public static let seedEnvironmentVariable = "CHAOSBANK_DEFECT_SEED"

    /// The defects the launch asks for, from `catalog` (default: the full registry).
    public static func parse(
        arguments: [String], environment: [String: String], catalog: [ChaosDefect] = ChaosDefectCatalog.all
    ) throws(ChaosDefectSelectionError) -> ActiveDefects {
        var tokens: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == Self.argument || argument == Self.seedArgument {
                guard index + 1 < arguments.count else { throw .missingValue(argument: argument) }
                let value = arguments[index + 1]
                tokens += argument == Self.seedArgument ? ["seed:\(value)"] : split(value)
                index += 2
            } else {
                index += 1
            }
        }
        if let listed = environment[environmentVariable] { tokens += split(listed) }
        if let seed = environment[seedEnvironmentVariable], !seed.trimmingCharacters(in: .whitespaces).isEmpty {
            tokens.append("seed:\(seed)")
        }
        var selected: [ChaosDefect] = []
        for token in tokens {
            selected += try resolve(token, catalog: catalog)
        }
        return ActiveDefects(selected)
    }

    /// The defects one token names.
    public static func resolve(
        _ token: String, catalog: [ChaosDefect] = ChaosDefectCatalog.all
    ) throws(ChaosDefectSelectionError) -> [ChaosDefect] {
        switch token {
        case "none": return []
        case "all": return catalog
        default: break
        }
        if let group = ChaosDefectGroup(rawValue: token) {
            return catalog.filter { $0.group == group }
        }
        if token.hasPrefix("seed:") {
            let text = token.dropFirst("seed:".count)
            guard let seed = UInt64(text) else { throw .invalidSeed(String(text)) }
            guard !catalog.isEmpty else { return [] }
            return [catalog.sorted { $0.id < $1.id }[seededIndex(seed: seed, count: catalog.count)]]
        }
        if let defect = catalog.first(where: { $0.id == token }) {
            return [defect]
        }
        throw .unknownDefect(token, closest: closestIDs(to: token, in: catalog))
    }

    /// The index `seed` picks among `count` defects (SplitMix64, stable across platforms).
    public static func seededIndex(seed: UInt64, count: Int) -> Int {
        var value = seed &+ 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(count))
    }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func closestIDs(to token: String, in catalog: [ChaosDefect]) -> [String] {
        let names = catalog.map(\.id) + ChaosDefectGroup.allCases.map(\.rawValue) + ["all", "none"]
        return NearMatchRanker.rank(token, among: names)
    }
}
