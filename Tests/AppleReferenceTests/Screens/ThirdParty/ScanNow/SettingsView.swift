// WezSieTato/ScanNow App/Sources/ScanNowCore/settings/SettingsView.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

struct SettingsView: View {
    let version: Versioning
    let timeProvider: TimeProvider

    @ViewBuilder
    var body: some View {
        Form {
            FileSettingsSectionView(settings: AppStorageFileSettings(), timeProvider: timeProvider)
            AboutSettingsSectionView(version: version)
        }
    }
}

struct ContentViewPreview: PreviewProvider {
    static var previews: some View {
        SettingsView(version: PreviewVersion(), timeProvider: FoundationTimeProvider())
    }
}
