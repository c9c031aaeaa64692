import Foundation

// How VoiceOver speaks a view's text: a rendered image is not spoken, so each draws the view or text as it is.

nonisolated extension View {
    /// Raises or lowers the pitch VoiceOver speaks with; no effect on the picture.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }
    /// Makes VoiceOver speak punctuation; no effect on the picture.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Queues announcements behind current speech; no effect on the picture.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
    /// Makes VoiceOver spell words out; no effect on the picture.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}

nonisolated extension Text {
    /// Raises or lowers the pitch VoiceOver speaks the text with; the text is drawn as it is.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Makes VoiceOver speak the text's punctuation; the text is drawn as it is.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Queues the text's announcement behind current speech; the text is drawn as it is.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    /// Makes VoiceOver spell the text out; the text is drawn as it is.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}
