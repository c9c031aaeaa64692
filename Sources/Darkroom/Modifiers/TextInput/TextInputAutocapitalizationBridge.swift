extension TextInputAutocapitalization {
    /// The capitalisation that matches UIKit's `UITextAutocapitalizationType`.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
