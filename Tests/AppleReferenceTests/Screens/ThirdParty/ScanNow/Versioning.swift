// WezSieTato/ScanNow App/Sources/ScanNowCore/settings/about/version/Versioning.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (Foundation: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

// sourcery: AutoMockable
protocol Versioning {
    var versionNumber: String { get }
    var buildNumber: String { get }
}

final class BundledVersion: Versioning {
    var versionNumber: String {
        return Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""
    }

    var buildNumber: String {
        return Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? ""
    }
}

struct PreviewVersion: Versioning {
    var versionNumber: String = "2.1.3"
    var buildNumber: String = "7"
}
