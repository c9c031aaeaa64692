#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

// Core Foundation's keys of a bundle's Info.plist, as Apple platforms declare them (`CFString` there; plain
// strings here, which `String(kCFBundleVersionKey)` and `kCFBundleVersionKey as String` accept alike).

/// The build version key, `CFBundleVersion`.
public let kCFBundleVersionKey = "CFBundleVersion"
/// The bundle name key, `CFBundleName`.
public let kCFBundleNameKey = "CFBundleName"
/// The bundle identifier key, `CFBundleIdentifier`.
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The executable name key, `CFBundleExecutable`.
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The Info.plist format version key, `CFBundleInfoDictionaryVersion`.
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
/// The development region key, `CFBundleDevelopmentRegion`.
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
/// The localizations key, `CFBundleLocalizations`.
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
#endif
