/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// sequence on every machine and Swift version, so `--sample N --seed S` picks the same mutants.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator seeded with `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `count` distinct indices of `0..<total`, sorted (all of them when `count >= total`).
    static func sample(_ count: Int, of total: Int, seed: UInt64) -> [Int] {
        guard count < total else { return Array(0..<total) }
        var generator = SeededGenerator(seed: seed)
        var indices = Array(0..<total)
        for position in 0..<count {
            let pick = position + Int(generator.next() % UInt64(total - position))
            indices.swapAt(position, pick)
        }
        return indices[0..<count].sorted()
    }
}
