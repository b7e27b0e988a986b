; Cabo Desktop installer for Windows (NSIS 3, Modern UI 2).
;
; Built by `python packaging/build.py --nsis` (on Windows, after the onedir build), which runs
;   makensis /DVERSION=0.1.0 /DVERSION_QUAD=0.1.0.0 /DSOURCE_DIR=<dist\onedir\cabo-desktop>
;            /DOUTFILE=<dist\cabo-desktop-0.1.0-windows-x64-setup.exe> /DICON=<assets\icons\cabo-desktop.ico>
;            cabo-desktop.nsi
; It installs for all users into Program Files, with a Start-menu shortcut, an optional desktop
; shortcut and an uninstaller listed in Settings > Apps (Add/Remove Programs). Settings and saved
; games live in the user's own folders and are kept on uninstall.

Unicode true

!ifndef VERSION
  !error "VERSION is not defined: build with packaging/build.py --nsis (or pass /DVERSION=x.y.z)"
!endif
!ifndef VERSION_QUAD
  !error "VERSION_QUAD is not defined: four numbers, e.g. /DVERSION_QUAD=0.1.0.0"
!endif
!ifndef SOURCE_DIR
  !error "SOURCE_DIR is not defined: the onedir build folder holding cabo-desktop.exe"
!endif
!ifndef OUTFILE
  !define OUTFILE "cabo-desktop-${VERSION}-windows-x64-setup.exe"
!endif
!ifndef ICON
  !define ICON "..\..\assets\icons\cabo-desktop.ico"
!endif

!define APP_NAME "Cabo Desktop"
!define APP_EXE "cabo-desktop.exe"
!define PUBLISHER "Cabo Desktop team"
!define REG_APP "Software\Cabo Desktop"
!define REG_UNINSTALL "Software\Microsoft\Windows\CurrentVersion\Uninstall\CaboDesktop"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
RequestExecutionLevel admin
SetCompressor /SOLID lzma
ManifestDPIAware true
ShowInstDetails show
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_QUAD}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} ${VERSION} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"
!define MUI_FINISHPAGE_RUN_FUNCTION StartGame

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_NAME} needs a 64-bit version of Windows."
    Abort
  ${EndIf}
  SetRegView 64
  ; an update goes where the earlier version is (read here: InstallDirRegKey would read the 32-bit view)
  ReadRegStr $0 HKLM "${REG_APP}" "InstallDir"
  ${If} $0 != ""
    StrCpy $INSTDIR $0
  ${EndIf}
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

; Start the game as the signed-in user, not with the installer's administrator rights.
Function StartGame
  Exec '"$WINDIR\explorer.exe" "$INSTDIR\${APP_EXE}"'
FunctionEnd

Section "${APP_NAME} (required)" SecGame
  SectionIn RO
  SetShellVarContext all
  ; an earlier version's library folder goes first, so no stale files stay behind
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortCut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  WriteRegStr HKLM "${REG_APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${REG_UNINSTALL}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${REG_UNINSTALL}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${REG_UNINSTALL}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${REG_UNINSTALL}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKLM "${REG_UNINSTALL}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${REG_UNINSTALL}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${REG_UNINSTALL}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${REG_UNINSTALL}" "NoModify" 1
  WriteRegDWORD HKLM "${REG_UNINSTALL}" "NoRepair" 1
  ; network play (hosting a table for friends): let the game accept connections on private
  ; networks only (home, work), never on public ones: TCP for the room server, UDP for the LAN
  ; discovery (mDNS); replaced whole on each install
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="${APP_NAME}" program="$INSTDIR\${APP_EXE}"'
  Pop $0
  nsExec::ExecToLog 'netsh advfirewall firewall add rule name="${APP_NAME}" dir=in action=allow program="$INSTDIR\${APP_EXE}" enable=yes profile=private'
  Pop $0
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${REG_UNINSTALL}" "EstimatedSize" "$0"
SectionEnd

Section "Desktop shortcut" SecDesktop
  SetShellVarContext all
  CreateShortCut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecGame} "The game itself."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut on the desktop (the Start menu always gets one)."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  SetShellVarContext all
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; only what the installer put there: the folder itself goes only if nothing else is left in it
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  nsExec::ExecToLog 'netsh advfirewall firewall delete rule name="${APP_NAME}" program="$INSTDIR\${APP_EXE}"'
  Pop $0
  DeleteRegKey HKLM "${REG_UNINSTALL}"
  DeleteRegKey HKLM "${REG_APP}"
SectionEnd
