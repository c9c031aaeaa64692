// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa362de573 Alert.init(title: Text, message: Text?, dismissButton: Alert.Button?)
@MainActor func use_fa362de573() {
    let _: Alert = Alert(title: sample() as Text, message: sample() as Text?, dismissButton: sample() as Alert.Button?)
    let _: Alert = Alert(title: sample() as Text)
}

// u839cc0ed7c Alert.init(title: Text, message: Text?, primaryButton: Alert.Button, secondaryButton: Alert.Button)
@MainActor func use_839cc0ed7c() {
    let _: Alert = Alert(
        title: sample() as Text,
        message: sample() as Text?,
        primaryButton: sample() as Alert.Button,
        secondaryButton: sample() as Alert.Button
    )
    let _: Alert = Alert(
        title: sample() as Text,
        primaryButton: sample() as Alert.Button,
        secondaryButton: sample() as Alert.Button
    )
}
