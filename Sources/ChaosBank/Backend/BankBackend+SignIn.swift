import Foundation

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

    /// Checks the one-time code the customer typed against the open challenge's.
    @discardableResult
    func verifyOneTimeCode(_ code: String, completion: @escaping @MainActor (Result<Void, BankError>) -> Void) -> BankRequest {
        let acceptsAnyCode = defects.contains(.signInAnyCodeAccepted)
        let challenges = OneTimeCodeChallenges.of(self)
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        return request("verify-code", { data throws(BankError) in
            // kass:equivalent logical: wellFormed is read only when the signin-any-code-accepted defect is on
            let wellFormed = code.count == 6 && code.allSatisfy(\.isASCIIDigit)
            guard code == challenges.currentCode(for: data) || (acceptsAnyCode && wellFormed) else { throw .invalidCode }
            challenges.close()
        }, completion: completion)
    }

    /// Sends the open challenge's code again (the same code).
    @discardableResult
    func resendOneTimeCode(completion: @escaping @MainActor (Result<Void, BankError>) -> Void) -> BankRequest {
        // kass:equivalent string-literal: a request's label only names its busy work and its count, never shown
        request("resend-code", { _ throws(BankError) in }, completion: completion)
    }
}

/// The server's one-time-code challenges: each accepted email and password opens one and "sends"
/// its code. The first open challenge uses the customer's code (`UserProfile.oneTimeCode`, 246810
/// for the demo customer); a challenge opened while another is still open replaces it with a new
/// code, so the code the customer received first no longer works (which is what a double sign-in
/// request does to them). A verified code closes the challenge.
@MainActor
final class OneTimeCodeChallenges {
    /// How many challenges are open (replaced ones included) since the last verified code.
    private(set) var openCount = 0

    private static var all: [(backend: WeakBackend, challenges: OneTimeCodeChallenges)] = []

    /// The challenges of `backend`.
    static func of(_ backend: BankBackend) -> OneTimeCodeChallenges {
        all.removeAll { $0.backend.value == nil }
        if let entry = all.first(where: { $0.backend.value === backend }) { return entry.challenges }
        let challenges = OneTimeCodeChallenges()
        all.append((WeakBackend(value: backend), challenges))
        return challenges
    }

    /// Opens a challenge (replacing any open one).
    func open() {
        openCount += 1
    }

    /// The code the open challenge accepts: the customer's for the first, a derived one for each
    /// replacement (each digit shifted by the number of replacements).
    func currentCode(for data: BankData) -> String {
        let shift = max(0, openCount - 1)
        guard shift > 0 else { return data.user.oneTimeCode }
        return String(data.user.oneTimeCode.map { digit in
            Character(String(((digit.wholeNumberValue ?? 0) + shift) % 10))
        })
    }

    /// Closes the open challenge after its code was verified.
    func close() {
        openCount = 0
    }

    private struct WeakBackend {
        weak var value: BankBackend?
    }
}
