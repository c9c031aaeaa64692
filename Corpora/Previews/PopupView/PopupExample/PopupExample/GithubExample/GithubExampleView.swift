//
//  GithubExampleView.swift
//  Example
//
//  Created by Alisa Mylnikova on 23/04/2020.
//  Copyright © 2020 Exyte. All rights reserved.
//

import SwiftUI
import PopupView

struct GithubExampleView: View {
    @State var floatsSmall = FloatsStateSmall()
    @State var floatsBig = FloatsStateBig()
    @State var toasts = ToastsState()
    @State var popups = PopupsState()
    @State var actionSheets = ActionSheetsState()
    @State var inputSheets = InputSheetsState()

    var body: some View {
        createPopupsList()

        // MARK: - floats big screen

            .popup(isPresented: $floatsBig.showingTopLeading) {
                FloatTopLeading()
            } customize: {
                $0
                    .type(.floater())
                    .position(.topLeading)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsBig.showingTop) {
                FloatTop()
            } customize: {
                $0
                    .type(.floater())
                    .position(.top)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsBig.showingTopTrailing) {
                FloatTopTrailing()
            } customize: {
                $0
                    .type(.floater())
                    .position(.topTrailing)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsBig.showingLeading) {
                FloatLeading()
            } customize: {
                $0
                    .type(.floater())
                    .position(.leading)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsBig.showingTrailing) {
                FloatTrailing()
            } customize: {
                $0
                    .type(.floater())
                    .position(.trailing)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsBig.showingBottomLeading) {
                FloatBottomLeading()
            } customize: {
                $0
                    .type(.floater())
                    .position(.bottomLeading)
                    .appearFrom(.bottomSlide)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsBig.showingBottom) {
                FloatBottom()
            } customize: {
                $0
                    .type(.floater())
                    .position(.bottom)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsBig.showingBottomTrailing) {
                FloatBottomTrailing()
            } customize: {
                $0
                    .type(.floater())
                    .position(.bottomTrailing)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

        // MARK: - floats small screen

            .popup(isPresented: $floatsSmall.showingTopFirst) {
                FloatTopFirst()
            } customize: {
                $0
                    .type(.floater())
                    .position(.top)
                    .displayMode(.window)
                    .animation(.spring())
                    .closeOnTapOutside(true)
                    .allowTapThroughBG(true)
                    .autohideIn(3)
                    .dismissCallback {
                        print("did", $0)
                    }
                    .willDismissCallback {
                        print("will", $0)
                    }
            }

            .popup(isPresented: $floatsSmall.showingTopSecond) {
                FloatTopSecond()
            } customize: {
                $0
                    .type(.floater())
                    .position(.top)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsSmall.showingBottomFirst) {
                FloatBottomFirst()
            } customize: {
                $0
                    .type(.floater())
                    .position(.bottom)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $floatsSmall.showingBottomSecond) {
                FloatBottomSecond()
            } customize: {
                $0
                    .type(.floater())
                    .position(.bottom)
                    .animation(.spring())
                    .allowTapThroughBG(true)
            }

        // MARK: - toasts

            .popup(isPresented: $toasts.showingTopFirst) {
                ToastTopFirst()
            } customize: {
                $0
                    .type(.toast)
                    .position(.top)
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $toasts.showingTopSecond) {
                ToastTopSecond()
            } customize: {
                $0
                    .type(.toast)
                    .position(.top)
                    .allowTapThroughBG(true)
            }

            .popup(isPresented: $toasts.showingBottomFirst) {
                ToastBottomFirst(isShowing: $toasts.showingBottomFirst)
            } customize: {
                $0
                    .type(.toast)
                    .position(.bottom)
                    .closeOnTap(false)
                    .backgroundColor(.black.opacity(0.4))
            }

            .popup(isPresented: $toasts.showingBottomSecond) {
                ToastBottomSecond()
            } customize: {
                $0
                    .type(.toast)
                    .position(.bottom)
                    .autohideIn(10)
                    .allowTapThroughBG(true)
            }

        // MARK: - popups

            .popup(isPresented: $popups.showingMiddle) {
                PopupMiddle()
            } customize: {
                $0
                    .appearFrom(.centerScale)
                    .closeOnTap(false)
                    .backgroundColor(.black.opacity(0.4))
            }

            .popup(isPresented: $popups.showingBottomFirst) {
                PopupBottomFirst(isPresented: $popups.showingBottomFirst)
            } customize: {
                $0
                    .type(.floater())
                    .disappearTo(.centerScale)
                    .position(.bottom)
                    .closeOnTap(false)
                    .backgroundColor(.black.opacity(0.4))
            }

            .popup(isPresented: $popups.showingBottomSecond) {
                PopupBottomSecond()
            } customize: {
                $0
                    .type(.floater(verticalPadding: 0, useSafeAreaInset: false))
                    .position(.bottom)
                    .closeOnTap(true)
                    .closeOnTapOutside(true)
                    .backgroundColor(.black.opacity(0.4))
            }

#if os(iOS)

        // MARK: - action sheets

            .popup(isPresented: $actionSheets.showingFirst) {
                ActionSheetFirst()
            } customize: {
                $0
                    .type(.toast)
                    .position(.bottom)
                    .closeOnTap(false)
                    .backgroundColor(.black.opacity(0.4))
            }
        
            .scrollPopup(isPresented: $actionSheets.showingSecond) {
                ActionSheetSecond()
            } header: {
                scrollViewHeader()
            } customize: {
                $0
                    .closeOnTap(false)
                    .closeOnTapOutside(true)
                    .backgroundColor(.black.opacity(0.4))
            }

#endif

            .popup(isPresented: $inputSheets.showingFirst) {
                InputSheetBottom(isShowing: $inputSheets.showingFirst)
            } customize: {
                $0
                    .position(.bottom)
                    .closeOnTap(false)
                    .backgroundColor(.black.opacity(0.4))
                    .useKeyboardSafeArea(true)
            }
    }

    func createPopupsList() -> PopupTypesButtonsList {
        PopupTypesButtonsList(
            floatsBig: $floatsBig,
            floatsSmall: $floatsSmall,
            toasts: $toasts,
            popups: $popups,
            actionSheets: $actionSheets,
            inputSheets: $inputSheets,
            hideAll: {
                floatsBig = FloatsStateBig()
                floatsSmall = FloatsStateSmall()
                toasts = ToastsState()
                popups = PopupsState()
                actionSheets = ActionSheetsState()
                inputSheets = InputSheetsState()
            }
        )
    }

#if os(iOS)
    func scrollViewHeader() -> some View {
        ZStack {
            Color(.white).cornerRadius(40, corners: [.topLeft, .topRight])

            Color.black
                .opacity(0.2)
                .frame(width: 30, height: 6)
                .clipShape(Capsule())
                .padding(.vertical, 20)
        }
    }
#endif
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        GithubExampleView()
    }
}
