/// What the sign-in form remembers between sessions of one launch: the email of the last sign-in,
/// so that after signing out the customer only types the password again. Never the password (the
/// `signin-password-kept-after-sign-out` defect keeps it too).
///
/// One memory per ``ChaosBankContext``, held weakly so a terminated launch leaves nothing behind.
@MainActor
final class SignInMemory {
    /// The email of the last successful sign-in.
    var email: String?
    /// The password of the last sign-in; only ever set by the defect.
    var password: String?

    private static var memories: [(context: WeakContext, memory: SignInMemory)] = []

    /// The memory of `context`'s launch.
    static func of(_ context: ChaosBankContext) -> SignInMemory {
        // kass:equivalent call-removal: only frees entries of ended launches; a released context never matches a lookup
        memories.removeAll { $0.context.value == nil }
        if let entry = memories.first(where: { $0.context.value === context }) { return entry.memory }
        let memory = SignInMemory()
        memories.append((WeakContext(value: context), memory))
        return memory
    }

    private struct WeakContext {
        weak var value: ChaosBankContext?
    }
}
