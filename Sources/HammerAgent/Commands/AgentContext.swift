import Foundation
import Hammer

/// What every command runs against, on the main actor: the app's key window, an ``EventGenerator``
/// for it (created on first use, recreated when the key window changes), the refs that
/// `describe` hands out (elements `e12`, constraints `c4`) and the journal of live edits.
///
/// ```swift
/// let node = try context.element(ElementSelector(identifier: "home.send"))
/// try await context.generator().fingerTap(at: node.hitPoint)
/// ```
@MainActor
public final class AgentContext {
    /// The element refs: an object keeps its `eN` while it lives and keeps its kind and label.
    let refs = SnapshotRefTable()
    /// The constraint refs (`cN`).
    let constraintRefs = ConstraintRefTable()
    /// The live edits made by `set-property` and `set-constraint`, with their original values.
    let journal = LiveEditJournal()
    /// The longest an action lets the app settle (animations, pending work) before the delta is
    /// taken, in app seconds.
    public var settleTimeout: TimeInterval = 1
    private var currentGenerator: EventGenerator?
    private var hitNotes: [String] = []

    /// Creates a context for the running app.
    public init() {}

    /// The app's key window, if it has one.
    public var keyWindow: UIWindow? { AgentPlatform.keyWindow }

    /// A generator for the key window: the same one while the key window stays, a new one (the old
    /// one finished) when it changed. Throws ``AgentCommandError/noKeyWindow`` without a window.
    public func generator() async throws -> EventGenerator {
        guard let window = keyWindow else { throw AgentCommandError.noKeyWindow }
        if let currentGenerator, currentGenerator.window === window, !currentGenerator.isFinished {
            return currentGenerator
        }
        if let old = currentGenerator, !old.isFinished { try? await old.finish() }
        currentGenerator = nil
        do {
            let generator = try await EventGenerator(window: window)
            generator.showTouches = false
            currentGenerator = generator
            return generator
        } catch let error as HammerError {
            throw AgentCommandError.from(error)
        }
    }

    /// Finishes the generator (lifts what is still down). The next command creates a new one.
    public func finish() async {
        if let currentGenerator, !currentGenerator.isFinished { try? await currentGenerator.finish() }
        currentGenerator = nil
    }

    /// A snapshot of every visible window with the context's refs.
    public func snapshot() -> AccessibilitySnapshot {
        AccessibilitySnapshot.take(refs: refs)
    }

    /// Notes what a mutating command hit (`tapped button "Send" #home.send [ref=e9]`); the delta
    /// starts with it.
    public func noteHit(_ text: String) {
        hitNotes.append(text)
    }

    /// The hit notes since the last call, emptied.
    func takeHitNotes() -> [String] {
        defer { hitNotes = [] }
        return hitNotes
    }

    /// Lets the app settle after an action (at most ``settleTimeout`` of app time).
    func settle() async {
        await AgentPlatform.settle(timeout: settleTimeout)
    }
}
