/// A user-facing text in every language ChaosBank speaks.
///
/// Areas declare their texts next to their screens and show them through the context, which knows
/// the chosen language:
///
/// ```swift
/// extension LocalizedText {
///     static let homeTitle = LocalizedText(en: "Home", de: "Übersicht")
/// }
/// titleLabel.text = context.text(.homeTitle)
/// ```
struct LocalizedText: Sendable, Equatable {
    /// The English text.
    let english: String
    /// The German text.
    let german: String

    /// A text in English and German.
    init(en english: String, de german: String) {
        self.english = english
        self.german = german
    }

    /// The text in `language`.
    func string(in language: BankLanguage) -> String {
        switch language {
        case .english: english
        case .german: german
        }
    }
}
