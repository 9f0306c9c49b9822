# Sourced by scripts/test.sh: pytest_defaults ARGS... fills the array `defaults` with what the
# everyday run adds to the caller's pytest arguments. A -m of the caller's own replaces the
# selection (not slow, no bundle build, no engine compile); a -n (or -p no:xdist) replaces the parallel workers.
pytest_defaults() {
    local has_marker=0 has_workers=0 argument
    for argument in "$@"; do
        case "$argument" in
            -m | -m?*) has_marker=1 ;;
            -n | -n?* | --numprocesses | --numprocesses=* | no:xdist | -pno:xdist) has_workers=1 ;;
        esac
    done
    defaults=()
    if [ "$has_marker" -eq 0 ]; then
        defaults+=(-m "not slow and not bundle and not compiled")
    fi
    if [ "$has_workers" -eq 0 ]; then
        # loadfile: a module's tests stay on one worker, so a module's expensive fixture (the
        # bundle build, an Xvfb server) is made once, not once per worker.
        # --max-worker-restart 0: a worker that crashes fails the run at once, naming the test it
        # ran; replacing it can leave loadfile's scheduler waiting forever (a CI run hung so).
        defaults+=(-n auto --dist loadfile --max-worker-restart 0)
    fi
}
