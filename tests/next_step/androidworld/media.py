"""Audio Recorder, Camera, Files and Simple Gallery Pro.

Audio Recorder and Camera ask for their permission on first launch (While using the app / Only this
time / Don't allow). Audio Recorder: Record, Stop recording, then a name dialog (Save keeps the typed
name, Cancel the default one). Camera: Shutter, and in video mode Start / Stop recording. Files: the
storage's folders; a file row has a "Select" CheckBox, and a selection brings Delete and "More
options" (Move to…, Copy to…) with a folder picker. Gallery: folders with pictures, a picture's
"More options" → Copy to / Move to.

World: ``permissions`` {app: granted}; ``recordings`` [name]; ``camera`` {"photos", "videos"};
``files`` {folder: [file names]}; ``file_sizes`` {file name: size as shown}. AndroidWorld checks the files on the device after the run.
"""

from __future__ import annotations

import random
from typing import Any

from .device import App, Device, Frame, Widget, button, edit, icon, text
from .files_app import _delete, _file_menu, _files, _folder, _new, _picker, _rename, _storage  # noqa: F401
from .template import ANY, Params, Template, World

FOLDERS = ("Alarms", "DCIM", "Documents", "Download", "Movies", "Music", "Pictures", "Podcasts", "Recordings")
RECORDER, CAMERA = "Audio Recorder", "Camera"


def initial(world: World) -> None:
    world["permissions"] = {RECORDER: False, CAMERA: False}
    world["recordings"] = []
    world["camera"] = {"photos": 0, "videos": 0}
    world["files"] = {f: [] for f in FOLDERS}
    world["files"]["DCIM"] = ["IMG_20300301_101500.jpg", "IMG_20300305_183000.jpg"]
    world["files"]["Download"] = ["boarding_pass.pdf", "menu.png"]
    world["files"]["Documents"] = ["cv_2030.docx"]
    world["file_sizes"] = {}  # name -> the size Files shows ("12 kB" when not set)


def _with_permission(dev: Device, app: str, question: str, then: Any) -> None:
    if dev.world["permissions"][app]:
        then()
        return

    def grant() -> None:
        dev.world["permissions"][app] = True
        dev.pop()
        then()

    dev.push(
        lambda: [
            text(question),
            button("While using the app", grant),
            button("Only this time", grant),
            button("Don't allow", dev.pop),
        ],
        "permission",
        package="com.android.permissioncontroller",
    )


# -- Audio Recorder -------------------------------------------------------------------------------


def _recorder(dev: Device) -> None:
    state = {"recording": False}
    dev.push(lambda: _recorder_screen(dev, state), "recorder", package="com.dimowner.audiorecorder")
    _with_permission(dev, RECORDER, "Allow Audio Recorder to record audio?", lambda: None)


def _recorder_screen(dev: Device, state: dict[str, bool]) -> list[Widget]:
    def stop() -> None:
        state["recording"] = False
        default = f"Record-{len(dev.world['recordings']) + 1}"
        frame = dev.push(lambda: _name_dialog(dev, frame, default), "name")
        frame.fields["Name"] = default

    if state["recording"]:
        return [text("00:00:07"), icon("Stop recording", stop), icon("Pause recording")]
    return [
        text("00:00:00"),
        icon("Record", lambda: state.__setitem__("recording", True)),
        icon("Records list"),
        icon("Settings"),
        *[text(name, "0:07") for name in dev.world["recordings"]],
    ]


def _name_dialog(dev: Device, frame: Frame, default: str) -> list[Widget]:
    def keep(name: str) -> None:
        dev.world["recordings"].append(name.strip() or default)
        dev.pop()

    return [
        text("Rename record"),
        edit(frame, "Name", focused=True),
        button("Cancel", lambda: keep(default)),
        button("Save", lambda: keep(frame.fields.get("Name", ""))),
    ]


# -- Camera -----------------------------------------------------------------------------------------


def _camera(dev: Device) -> None:
    state = {"mode": "photo", "recording": False}
    dev.push(lambda: _camera_screen(dev, state), "camera", package="com.android.camera2")
    _with_permission(dev, CAMERA, "Allow Camera to take pictures and record video?", lambda: None)


def _camera_screen(dev: Device, state: dict[str, Any]) -> list[Widget]:
    shots = dev.world["camera"]

    def shoot() -> None:
        shots["photos"] += 1

    def film() -> None:
        if state["recording"]:
            shots["videos"] += 1
        state["recording"] = not state["recording"]

    def mode(to: str) -> None:
        state["mode"] = to

    if state["mode"] == "photo":
        return [icon("Shutter", shoot), icon("Switch to video", lambda: mode("video")), icon("Switch camera")]
    label = "Stop recording" if state["recording"] else "Start recording"
    return [icon(label, film), icon("Switch to photo", lambda: mode("photo"), enabled=not state["recording"])]


# -- Files and Gallery ------------------------------------------------------------------------------


PICTURES = (".jpg", ".png")


def _gallery(dev: Device) -> None:
    dev.push(lambda: _albums(dev), "gallery", package="com.simplemobiletools.gallery.pro")


def _albums(dev: Device) -> list[Widget]:
    albums = {f: [n for n in names if n.endswith(PICTURES)] for f, names in dev.world["files"].items()}
    rows = [
        Widget("ListItem", f, value=str(len(pics)), tap=lambda f=f: dev.push(lambda: _album(dev, f), f))
        for f, pics in albums.items()
        if pics
    ]
    return [icon("Search"), *dev.rows("Folders", rows)]


def _album(dev: Device, folder: str) -> list[Widget]:
    pics = [n for n in dev.world["files"][folder] if n.endswith(PICTURES)]
    rows = [Widget("ListItem", n, tap=lambda n=n: dev.push(lambda: _viewer(dev, folder, n), n)) for n in pics]
    return [icon("Navigate up", dev.pop), text(folder), *dev.rows(folder, rows)]


def _viewer(dev: Device, folder: str, name: str) -> list[Widget]:
    return [
        icon("Navigate up", dev.pop),
        text(name),
        icon("Share"),
        icon("Edit"),
        icon("More options", lambda: dev.push(lambda: _file_menu(dev, folder, [name], copy_only=True), "menu")),
    ]


APPS = (
    App(RECORDER, "com.dimowner.audiorecorder", _recorder),
    App(CAMERA, "com.android.camera2", _camera),
    App("Files", "com.google.android.documentsui", _files),
    App("Simple Gallery Pro", "com.simplemobiletools.gallery.pro", _gallery),
)


# -- templates ----------------------------------------------------------------------------------

GRANT = ("tap", "While using the app")


def _granted(world: World, app: str) -> None:
    world["permissions"][app] = True


def _record(world: World, name: str) -> None:
    _granted(world, RECORDER)
    world["recordings"].append(name)


def _file_params(rng: random.Random) -> Params:
    stem = rng.choice(["report", "invoice", "holiday", "scan", "notes", "receipt"])
    return {"file_name": f"{stem}_{rng.randint(100, 999)}{rng.choice(['.pdf', '.txt', '.jpg'])}"}


def _put(world: World, folder: str, name: str) -> None:
    world["files"][folder].append(name)


def _select_ops(folder: str, name: str) -> list[tuple[str, ...]]:
    return [("open", "Files"), ("tap", folder), ("tap", f"Select {name}")]


TEMPLATES = [
    Template(
        "AudioRecorderRecordAudio",
        "audio recorder",
        "record",
        lambda p: "Record an audio clip using Audio Recorder app and save it.",
        lambda rng: {},
        lambda p: [("open", RECORDER), GRANT, ("tap", "Record"), ("tap", "Stop recording"), ("tap", "Save"), ("done",)],
        paraphrases=(
            lambda p: "make a voice recording and save it",
            lambda p: "record some audio in the recorder app pls",
        ),
        expect=lambda w, p: _record(w, ANY),
    ),
    Template(
        "AudioRecorderRecordAudioWithFileName",
        "audio recorder",
        "record",
        lambda p: f'Record an audio clip and save it with name "{p["file_name"]}" using Audio Recorder app.',
        lambda rng: {"file_name": f"{rng.choice(['lecture', 'memo', 'interview', 'song_idea'])}_{rng.randint(10, 99)}"},
        lambda p: [
            ("open", RECORDER),
            GRANT,
            ("tap", "Record"),
            ("tap", "Stop recording"),
            ("type", "Name", p["file_name"]),
            ("tap", "Save"),
            ("done",),
        ],
        paraphrases=(lambda p: f"record a voice memo called {p['file_name']}",),
        expect=lambda w, p: _record(w, p["file_name"]),
    ),
    Template(
        "CameraTakePhoto",
        "camera",
        "record",
        lambda p: "Take one photo.",
        lambda rng: {},
        lambda p: [("open", CAMERA), GRANT, ("tap", "Shutter"), ("done",)],
        paraphrases=(lambda p: "snap a picture", lambda p: "take a pic with the camera"),
        expect=lambda w, p: (_granted(w, CAMERA), w["camera"].__setitem__("photos", 1)),
    ),
    Template(
        "CameraTakeVideo",
        "camera",
        "record",
        lambda p: "Take one video.",
        lambda rng: {},
        lambda p: [
            ("open", CAMERA),
            GRANT,
            ("tap", "Switch to video"),
            ("tap", "Start recording"),
            ("tap", "Stop recording"),
            ("done",),
        ],
        paraphrases=(lambda p: "record a short video", lambda p: "film one video clip with the camera"),
        expect=lambda w, p: (_granted(w, CAMERA), w["camera"].__setitem__("videos", 1)),
    ),
    Template(
        "FilesDeleteFile",
        "files",
        "delete",
        lambda p: (
            f"Delete the file {p['file_name']} from the Android filesystem located in the {p['subfolder']} folder "
            "within the sdk_gphone_x86_64 storage area."
        ),
        lambda rng: {**_file_params(rng), "subfolder": rng.choice(["Download", "Documents", "Podcasts"])},
        lambda p: [*_select_ops(p["subfolder"], p["file_name"]), ("tap", "Delete"), ("tap", "Delete"), ("done",)],
        paraphrases=(lambda p: f"delete {p['file_name']} from my {p['subfolder']} folder",),
        setup=lambda w, p: _put(w, p["subfolder"], p["file_name"]),
        expect=lambda w, p: w["files"][p["subfolder"]].remove(p["file_name"]),
        events=lambda p: [("delete", f"{p['subfolder']}/{p['file_name']}")],
    ),
    Template(
        "SaveCopyOfReceiptTaskEval",
        "gallery",
        "create",
        lambda p: (
            f"In Simple Gallery Pro, copy {p['file_name']} in DCIM and save a copy with the same name in Download"
        ),
        lambda rng: {"file_name": f"receipt_{rng.randint(1000, 9999)}.jpg"},
        lambda p: [
            ("open", "Simple Gallery Pro"),
            ("tap", "DCIM"),
            ("tap", p["file_name"]),
            ("tap", "More options"),
            ("tap", "Copy to…"),
            ("tap", "Download"),
            ("done",),
        ],
        paraphrases=(lambda p: f"in the gallery, put a copy of {p['file_name']} from DCIM into Download",),
        setup=lambda w, p: _put(w, "DCIM", p["file_name"]),
        expect=lambda w, p: _put(w, "Download", p["file_name"]),
    ),
]
