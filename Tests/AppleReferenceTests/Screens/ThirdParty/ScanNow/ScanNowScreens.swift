// The view of the ScanNow settings pair as its test builds it (WezSieTato/ScanNow at 64b92a24cf7a, MIT,
// Licences/WezSieTato-ScanNow.txt): App/Tests/ScanNowCoreTests/settings/SettingsViewSnapshotTests.swift makes
// the view controller with SettingsViewControllerFactory.create(userDefaults:version:) and snapshots it with
// `.image(on: .iPhone13Mini)` (375 × 812, safe area 50 / 34, Dynamic Type `.medium`). The factory's body
// (App/Sources/ScanNowCore/settings/SettingsViewControllerFactory.swift) hosts this view in a
// UIHostingController; its `title` shows nowhere, as the controller is not in a navigation controller.
import DarkroomCompat
import Foundation

/// The ScanNow views, by the key manifest.json gives them.
enum ScanNowScreens {
    static func view(_ key: String) -> AnyView? {
        switch key {
        // SettingsViewSnapshotTests.view_whenSettingsAreDefault.
        case "scannow-settings":
            AnyView({
                let userDefaults = UserDefaults(suiteName: "SettingsViewSnapshotTests")!
                let versioning = VersioningMock()
                versioning.versionNumber = "1.0.0"
                versioning.buildNumber = "1"
                // SettingsViewControllerFactory.create's view, with its default time provider.
                return SettingsView(version: versioning, timeProvider: FoundationTimeProvider())
                    .defaultAppStorage(userDefaults)
            }())
        default: nil
        }
    }
}
