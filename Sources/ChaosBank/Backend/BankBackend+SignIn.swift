import Foundation
import HeadlessUI

extension BankBackend {
    /// Checks `email` and `password` against the customer's credentials; on success the backend
    /// "sends" a one-time code (``OneTimeCodeChallenges``). Emails compare case-insensitively,
    /// passwords exactly.
    @discardableResult
    func signIn(email: String, password: String, completion: @escaping @MainActor (Result<Void, BankError>) -> Void) -> BankRequest {
        let challenges = OneTimeCodeChallenges.of(self)
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        return request("sign-in", { data throws(BankError) in
            let user = data.user
            guard email.trimmingCharacters(in: .whitespaces).lowercased() == user.email.lowercased(), password == user.password else {
                throw .invalidCredentials
            }
            challenges.open()
        }, completion: completion)
    }

    /// Checks the one-time code the customer typed against the open challenge's: a locked challenge
    /// (``OneTimeCodeChallenges/maximumWrongAttempts`` wrong codes) refuses every code, an expired one
    /// (older than ``OneTimeCodeChallenges/codeLifetime``) refuses its code, and each wrong code counts.
    @discardableResult
    func verifyOneTimeCode(_ code: String, completion: @escaping @MainActor (Result<Void, BankError>) -> Void) -> BankRequest {
        let acceptsAnyCode = defects.contains(.signInAnyCodeAccepted)
        let acceptsExpiredCode = defects.contains(.signInExpiredCodeAccepted)
        let neverLocks = defects.contains(.signInNoLockout)
        let challenges = OneTimeCodeChallenges.of(self)
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        return request("verify-code", { data throws(BankError) in
            guard !challenges.isLocked else { throw .tooManyCodeAttempts }
            // kass:equivalent *: wellFormed is read only when the signin-any-code-accepted defect is on
            let wellFormed = code.count == 6 && code.allSatisfy(\.isASCIIDigit)
            guard code == challenges.currentCode(for: data) || (acceptsAnyCode && wellFormed) else {
                if !neverLocks { challenges.recordWrongAttempt() }
                throw challenges.isLocked ? .tooManyCodeAttempts : .invalidCode
            }
            guard acceptsExpiredCode || !challenges.isExpired else { throw .codeExpired }
            challenges.close()
        }, completion: completion)
    }

    /// Sends the open challenge's code again (the same code), valid for a new
    /// ``OneTimeCodeChallenges/codeLifetime`` and with the wrong attempts forgotten.
    @discardableResult
    func resendOneTimeCode(completion: @escaping @MainActor (Result<Void, BankError>) -> Void) -> BankRequest {
        let challenges = OneTimeCodeChallenges.of(self)
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        return request("resend-code", { _ throws(BankError) in challenges.resend() }, completion: completion)
    }
}

/// The server's one-time-code challenges: each accepted email and password opens one and "sends"
/// its code. The first open challenge uses the customer's code (`UserProfile.oneTimeCode`, 246810
/// for the demo customer); a challenge opened while another is still open replaces it with a new
/// code, so the code the customer received first no longer works (which is what a double sign-in
/// request does to them). A verified code closes the challenge. A code is valid for
/// ``codeLifetime`` seconds of app time after it was sent; ``maximumWrongAttempts`` wrong codes lock
/// the challenge until a new code is sent.
@MainActor
final class OneTimeCodeChallenges {
    /// How long a sent code is valid, in seconds of app time (five minutes).
    static let codeLifetime: TimeInterval = 300
    /// Wrong codes that lock the challenge.
    static let maximumWrongAttempts = 5

    /// How many challenges are open (replaced ones included) since the last verified code.
    private(set) var openCount = 0
    /// When the open challenge's code was last sent, in seconds of app time.
    private var sentAt: TimeInterval = 0
    /// Wrong codes since the code was last sent.
    private var wrongAttempts = 0

    private static var all: [(backend: WeakBackend, challenges: OneTimeCodeChallenges)] = []

    /// The challenges of `backend`.
    static func of(_ backend: BankBackend) -> OneTimeCodeChallenges {
        // kass:equivalent call-removal: only frees entries of ended launches; a released backend never matches a lookup
        all.removeAll { $0.backend.value == nil }
        if let entry = all.first(where: { $0.backend.value === backend }) { return entry.challenges }
        let challenges = OneTimeCodeChallenges()
        all.append((WeakBackend(value: backend), challenges))
        return challenges
    }

    /// Opens a challenge (replacing any open one) and sends its code.
    func open() {
        openCount += 1
        resend()
    }

    /// Sends the open challenge's code again: valid from now, no wrong attempts.
    func resend() {
        sentAt = Self.now
        wrongAttempts = 0
    }

    /// Counts a wrong code.
    func recordWrongAttempt() {
        wrongAttempts += 1
    }

    /// Whether too many wrong codes were tried since the code was sent.
    var isLocked: Bool { wrongAttempts >= Self.maximumWrongAttempts }

    /// Whether the code was sent longer than ``codeLifetime`` ago.
    var isExpired: Bool { Self.now - sentAt > Self.codeLifetime }

    private static var now: TimeInterval { UIApplication.shared.clock.now.seconds }

    /// The code the open challenge accepts: the customer's for the first, a derived one for each
    /// replacement (each digit shifted by the number of replacements).
    func currentCode(for data: BankData) -> String {
        let shift = max(0, openCount - 1)
        // kass:equivalent relational-boundary: shifting every digit by 0 gives the customer's code too
        guard shift > 0 else { return data.user.oneTimeCode }
        return String(data.user.oneTimeCode.map { digit in
            Character(String(((digit.wholeNumberValue ?? 0) + shift) % 10))
        })
    }

    /// Closes the open challenge after its code was verified.
    func close() {
        openCount = 0
        // kass:equivalent *: the next challenge opens with resend(), which forgets the wrong attempts too
        wrongAttempts = 0
    }

    private struct WeakBackend {
        weak var value: BankBackend?
    }
}
