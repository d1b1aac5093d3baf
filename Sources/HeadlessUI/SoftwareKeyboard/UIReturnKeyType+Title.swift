import Foundation

extension UIReturnKeyType {
    /// The title the software keyboard shows on its return key (iOS's English titles, lower case
    /// except brand names): "return", "go", "Google", "join", "next", "route", "search", "send",
    /// "Yahoo", "done", "emergency call", "continue".
    public var keyTitle: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google: "Google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "Yahoo"
        case .done: "done"
        case .emergencyCall: "emergency call"
        case .continue: "continue"
        }
    }

    /// The return key's accessibility label, which UI tests query (`app.buttons["Return"]`,
    /// `app.keyboards.buttons["Done"]`): the title with each word capitalized ("Return", "Go", "Done",
    /// "Emergency Call").
    public var keyAccessibilityLabel: String {
        keyTitle.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
