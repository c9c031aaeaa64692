// WezSieTato/ScanNow App/Sources/ScanNowCore/settings/file/FileSettings.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

enum ScanFormat: String, CaseIterable, Identifiable {
    case pdf
    case jpeg
    case png

    var id: Self { self }
}

enum FileSufix: String, CaseIterable, Identifiable {
    case none
    case counter
    case dateAndTime

    var id: Self { self }
}

// sourcery: AutoMockable
protocol FileSettings: ObservableObject {
    var filename: String { get set }
    var format: ScanFormat { get set }
    var suffix: FileSufix { get set }
}

final class AppStorageFileSettings: FileSettings {
    @AppStorage("FileSettings.filename")
    var filename: String = ""

    @AppStorage("FileSettings.seletedFormat")
    var format: ScanFormat = .pdf

    @AppStorage("FileSettings.selectedSuffix")
    var suffix: FileSufix = .none
}
